import { mountIsland } from '../islands/mount';
import { TimingIsland } from './TimingIsland';

mountIsland(TimingIsland);
