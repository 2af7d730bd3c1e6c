import { mountIsland } from '../../islands/mount';
import { EotvApp } from './EotvApp';

mountIsland(EotvApp);
