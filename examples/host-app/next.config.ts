import type { NextConfig } from 'next';

const config: NextConfig = {
  // This folder has its own node_modules inside a repository with another lockfile: build from here.
  turbopack: { root: import.meta.dirname },
  outputFileTracingRoot: import.meta.dirname,
};

export default config;
