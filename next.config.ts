import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import { devWorkerDefine } from './lib/site/dev-worker-urls';

const nextConfig: NextConfig = {
  // A static export: the whole site is plain files that a phone can cache and use offline.
  output: 'export',
  // Every route becomes dir/index.html, so any static file server resolves deep links.
  trailingSlash: true,
  images: { unoptimized: true },
  // Types are checked once, by `npm run typecheck` in CI, not again inside every build.
  typescript: { ignoreBuildErrors: true },
};

/**
 * `next dev` also gets the hashed workers' names (lib/site/dev-worker-urls.ts): its pages hydrate
 * through Next's own bundles, which otherwise asked for a worker no build writes. `next build`
 * needs nothing: its pages load prebuild's bundles once postbuild has stripped Next's.
 */
export default function config(phase: string): NextConfig {
  return phase === PHASE_DEVELOPMENT_SERVER ? { ...nextConfig, compiler: { define: devWorkerDefine(__dirname) } } : nextConfig;
}
