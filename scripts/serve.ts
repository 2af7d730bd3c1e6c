/** npm run serve [-- --port N]: serves the built static export in out/ (./serve-out.ts). */
import { COMMAND_LINES } from '../lib/cli/command-lines';
import { argsFor } from './cli';
import { serve } from './serve-out';

serve(argsFor(COMMAND_LINES.serve));
