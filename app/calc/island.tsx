import { mountIsland } from '../islands/mount';
import { CalcApp } from './CalcApp';

mountIsland(CalcApp);
