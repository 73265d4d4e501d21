// AWS SDK errors are recognised by name, not by class: the SDK may hold more than one copy of an
// exception class, so instanceof can miss.

export function isAwsError(error: unknown, ...names: string[]): boolean {
  return error instanceof Error && names.includes(error.name);
}
