/** @type {import('next').NextConfig} */
const nextConfig = {
  // A static export: the whole site is plain files that a phone can cache and use offline.
  output: 'export',
  // Every route becomes dir/index.html, so any static file server resolves deep links.
  trailingSlash: true,
  images: { unoptimized: true },
  // Types are checked once, by `npm run typecheck` in CI, not again inside every build.
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;
