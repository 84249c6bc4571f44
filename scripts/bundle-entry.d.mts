// Types of bundle-entry.mjs, for the TypeScript scripts that bundle the server (bench-api.ts).
export const ROOT: string
export function bundleEntry(
  entry: string,
  options?: { packages?: 'bundle' | 'external' },
): Promise<string>
