export function ensureDebianPackages(options: {
  name: string;
  packages: string[];
  present: () => boolean;
  hint?: string;
  recommends?: boolean;
}): boolean;
