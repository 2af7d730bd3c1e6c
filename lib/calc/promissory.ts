/**
 * Faction promissory notes that change a battle, as data. A note is played by the player holding
 * it, never by the faction that gives it (60): the modelled ones are options of any side but the
 * owner's; the others are listed as not modelled under the owner's faction, beside its sheet.
 *
 * Texts: the promissory note cards as transcribed in julian94.github.io (TI4/factions/*.md); for
 * Greyfire Mutagen and War Funding both printings, the base card and the Codex I reprint (Ω), as
 * several public TI4 projects quote them (docs/calc-factions-audit.md, "Codex revisions").
 */
import type { FactionAbility } from './factions/types';
import type { FlagOption } from './options';

const note = (faction: string, rule: string) => ({ source: `${faction} promissory note`, rule });

export const PROMISSORY_OPTIONS: readonly FlagOption[] = [
  {
    key: 'strikeWingAmbuscade',
    label: 'Strike Wing Ambuscade (Argent note)',
    owner: 'argent',
    rule: '66',
    card: 'Promissory note',
    effect: "One extra die, at the best value, on this side's first unit-ability roll: space cannon, else anti-fighter barrage; bombardment or the planet's space cannon in an invasion.",
    kinds: ['space', 'invasion'],
  },
  {
    key: 'warFunding',
    label: 'War Funding (Letnev note)',
    owner: 'letnev',
    rule: '63',
    card: 'Promissory note',
    effect: 'Reroll missed dice in the first round of space combat.',
    kinds: ['space'],
    replaces: 'warFundingOmega',
  },
  {
    // "After you and your opponent roll dice during space combat: You may reroll all of your
    // opponent's dice. You may reroll any number of your dice." Played in the first round; the
    // opponent's dice rerolled when they beat their average (the policy of Scramble Frequency).
    key: 'warFundingOmega',
    label: 'War Funding Ω (Letnev note)',
    owner: 'letnev',
    rule: '63',
    card: 'Promissory note (Codex I)',
    effect: "In the first round of space combat, reroll your missed dice, and the opponent's dice when they scored more hits than their average.",
    kinds: ['space'],
    replaces: 'warFunding',
  },
  {
    key: 'tekklarLegion',
    label: "Tekklar Legion (N'orr note)",
    owner: 'sardakk',
    rule: '47',
    card: 'Promissory note',
    effect: "+1 to this side's combat rolls in the ground combat; -1 to the opponent's if it is the Sardakk N'orr.",
    kinds: ['ground', 'invasion'],
  },
  {
    // Greyfire Mutagen Ω, the Codex I reprint: "At the start of a ground combat against 2 or more
    // ground forces that are not controlled by the Yin player: Replace 1 of your opponent's infantry
    // with 1 infantry from your reinforcements." (The key is the one links already carry.)
    key: 'greyfireMutagen',
    label: 'Greyfire Mutagen Ω (Yin note)',
    owner: 'yin',
    rule: '38',
    card: 'Promissory note (Codex I)',
    effect: "At the start of ground combat against 2 or more ground forces, 1 of the opponent's infantry becomes yours (the Codex I Ω card; the base card has no battle effect).",
    kinds: ['ground', 'invasion'],
  },
];

/**
 * The Cavalry (Nomad note), an option of the holder's side that takes a choice, not a switch: which
 * ship type's one ship fights as a Memoria, and whether the Nomad has Memoria II (lib/calc/cavalry.ts).
 */
export const CAVALRY_OPTION = {
  key: 'theCavalry',
  label: 'The Cavalry (Nomad note)',
  owner: 'nomad',
  // 17.2: a combat value's burst icons are its dice, so the ship rolls the Memoria's dice.
  rule: '17',
  card: 'Promissory note',
  text: "At the start of a space combat against a player other than the Nomad: During this combat, treat 1 of your non-fighter ships as if it has the SUSTAIN DAMAGE ability, combat value, and ANTI-FIGHTER BARRAGE value of the Nomad's flagship.",
  effect: "One ship of the type you pick fights as the Nomad's flagship: Memoria I 7 (x2), barrage 8 (x3); Memoria II 5 (x2), barrage 5 (x3); with Sustain Damage. It is lost after the other ships of its type.",
} as const;

/** Notes that change a battle in a way the engine cannot compute, listed under the faction that gives them. */
export const NOTES_NOT_MODELLED: Readonly<Record<string, readonly FactionAbility[]>> = {
  yin: [
    {
      id: 'greyfireMutagenBase',
      name: 'Greyfire Mutagen',
      kind: 'promissory note',
      text: 'After a system is activated: The Yin player cannot use faction abilities or faction technology during this tactical action. Then, return this card to the Yin player.',
      effect: "not modelled: switch the Yin's faction options off instead (Greyfire Mutagen Ω, the Codex I reprint, is an option of the holder's side).",
      modelled: false,
      cite: note('Yin Brotherhood', '60'),
    },
  ],
};
