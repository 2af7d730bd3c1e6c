/**
 * Leaders of Prophecy of Kings and their Codex III reprints (Ω) (agents, commanders, heroes) whose ability opens with a timing
 * word or "Action:". The text is the printed timing clause; "a player" and "another player"
 * are as printed. Leaders whose ability reads "At any time", "During …" or has no timing are left out.
 */
import { printed, type Card } from './types';

const agent = (name: string, faction: string, text: string, cites: string[] = []) => printed('agent', name, text, cites, faction);
const commander = (name: string, faction: string, text: string) => printed('commander', name, text, [], faction);
const hero = (name: string, faction: string, text: string) => printed('hero', name, text, [], faction);

export const LEADERS: readonly Card[] = [
  // Agents
  agent('Acamar', 'Empyrean', 'After a player moves ships into a system that does not contain any planets:'),
  agent('Berekar Berekon', 'Winnu', "When 1 or more of a player's units use Production:"),
  agent('Brother Milor', 'Yin Brotherhood', "After a player's destroyer or cruiser is destroyed:"),
  agent('Brother Milor Ω', 'Yin Brotherhood', "After a player's unit is destroyed:"),
  // FAQ: Mendosa's timing becomes "When a player activates a system" (was "After").
  agent('Captain Mendosa', 'Clan of Saar', 'When a player activates a system:'),
  agent('Doctor Sucaban', 'Jol-Nar', 'When a player spends resources to research:'),
  agent('Emissary Taivra', 'Ghosts of Creuss', 'After a player activates a system that contains a non-delta wormhole:'),
  agent('Evelyn DeLouis', 'Federation of Sol', 'At the start of a ground combat round:'),
  agent('Field Marshal Mercer', 'Nomad', "At the end of a player's turn:"),
  agent('Garv and Gunn', 'Naaz-Rokha', "At the end of a player's turn:"),
  agent('Ggrocuto Rinn', 'Xxcha', 'Action:'),
  agent('I48S', 'L1Z1X', 'After a player activates a system:'),
  agent('Jae Mir Kan', 'Mahact', 'When you would spend a command token during the secondary ability of a strategic action:'),
  agent('Letani Ospha', 'Arborec', 'Action:'),
  agent('Suffi An (agent)', 'Mentak', 'After the Pillage faction ability is used against another player:'),
  // Later printings give Tellurian the timing of Shields Holding (it was "When a hit is produced against a unit").
  agent('Tellurian', 'Titans of Ul', 'Before a hit would be assigned:'),
  agent('The Stillness of Stars', "Vuil'raith Cabal", 'After another player replenishes commodities:'),
  agent('The Thundarian', 'Nomad', 'After the "Roll Dice" step of combat:'),
  agent("T'ro", "Sardakk N'orr", "At the end of a player's tactical action:"),
  agent('Trillossa Aun Mirik', 'Argent Flight', 'When a player produces ground forces in a system:'),
  agent('Artuno the Betrayer', 'Nomad', 'When you gain trade goods from the supply:'),
  agent('Umbat', 'Embers of Muaat', 'Action:'),
  agent('Viscount Unlenn', 'Barony of Letnev', 'At the start of a space combat round:'),
  agent("Z'eu", 'Naalu', 'After an agenda is revealed:'),
  agent("Z'eu Ω", 'Naalu', 'Action:'),
  // Commanders
  commander('Anglan Oln', 'Jol-Nar', 'After you roll dice for a unit ability:'),
  commander('Claire Gibson', 'Federation of Sol', 'At the start of a ground combat on a planet you control:'),
  commander('Dart and Tai', 'Naaz-Rokha', 'After you gain control of a planet that was controlled by another player:'),
  commander('Dirzuga Rophal', 'Arborec', 'After another player activates a system that contains 1 or more of your units that have Production:'),
  commander('Gila the Silvertongue', 'Hacan', 'When you cast votes:'),
  commander('Magmus', 'Embers of Muaat', 'After you spend a token from your strategy pool:'),
  commander('Nekro Acidos', 'Nekro Virus', 'After you gain a technology:'),
  commander('Rear Admiral Farran', 'Barony of Letnev', 'After 1 of your units uses Sustain Damage:'),
  commander('Rowl Sarrig', 'Clan of Saar', 'When you produce fighters or infantry:'),
  commander('Sai Seravus', 'Ghosts of Creuss', 'After your ships move:'),
  commander('So Ata', 'Yssaril', 'After another player activates a system that contains your units:'),
  commander('Suffi An (commander)', 'Council Keleres', 'After you perform a component action:'),
  commander("S'ula Mentarion", 'Mentak', 'After you win a space combat:'),
  commander('That Which Molds Flesh', "Vuil'raith Cabal", 'When you produce fighter or infantry units:'),
  commander('Trrakan Aun Zulok', 'Argent Flight', 'When 1 or more of your units make a roll for a unit ability:'),
  commander('Tungstantus', 'Titans of Ul', 'When 1 or more of your units use Production:'),
  commander('Xuange', 'Empyrean', 'After another player moves ships into a system that contains 1 of your command tokens:'),
  // Heroes
  hero('Adjudicator Ba\'al', 'Embers of Muaat', 'After you move a war sun into a non-home system other than Mecatol Rex:'),
  hero('Ahk-Syl Siven', 'Nomad', 'Action:'),
  hero('Airo Shir Aur', 'Mahact', 'Action:'),
  hero('Conservator Procyon', 'Empyrean', 'Action:'),
  hero('Dannel of the Tenth', 'Yin Brotherhood', 'Action:'),
  hero('Dannel of the Tenth Ω', 'Yin Brotherhood', 'Action:'),
  hero('Darktalon Treilla', 'Barony of Letnev', 'Action:'),
  hero('Gurno Aggero', 'Clan of Saar', 'Action:'),
  hero('Harka Leeds', 'Council Keleres', 'Action:'),
  hero('Harrugh Gefhara', 'Hacan', 'When 1 or more of your units use Production:'),
  hero('Hesh and Prit', 'Naaz-Rokha', 'Action:'),
  hero('Ipswitch, Loose Cannon', 'Mentak', 'At the start of a space combat that you are participating in:'),
  hero('It Feeds on Carrion', "Vuil'raith Cabal", 'Action:'),
  hero('Jace X, 4th Air Legion', 'Federation of Sol', 'Action:'),
  hero('Kuuasi Aun Jalatai', 'Council Keleres', 'At the start of a round of space combat in a system that contains a planet you control:'),
  hero('Kyver, Blade and Key', 'Yssaril', 'Action:'),
  hero('Letani Miasmiala', 'Arborec', 'Action:'),
  hero('Mathis Mathinus', 'Winnu', 'Action:'),
  hero('Mirik Aun Sissiri', 'Argent Flight', 'Action:'),
  hero('Odlynn Myrr', 'Council Keleres', 'After an agenda is revealed:'),
  hero('Riftwalker Meian', 'Ghosts of Creuss', 'Action:'),
  hero("Rin, the Master's Legacy", 'Jol-Nar', 'Action:'),
  hero("Sh'val, Harbinger", "Sardakk N'orr", 'After you move ships into the active system:'),
  hero('The Helmsman', 'L1Z1X', 'Action:'),
  hero('The Oracle', 'Naalu', 'At the end of the status phase:'),
  hero('UNIT.DSGN.FLAYESH', 'Nekro Virus', 'Action:'),
  hero('Ul the Progenitor', 'Titans of Ul', 'Action:'),
  hero('Xxekir Grom', 'Xxcha', 'Action:'),
];
