/**
 * Reading a companion's own heroic resource (Rampage and the like) from its system data, without Foundry's
 * field classes: the sheets' contexts read it (./companion.ts defines the stored field).
 */
/** The companion's resource as stored (null when the actor is no companion or holds none). */
export function companionResourceOf(system: unknown): { name: string; value: number } | null {
  if (typeof system !== "object" || system === null) return null;
  const resource: unknown = Reflect.get(system, "heroicResource");
  if (typeof resource !== "object" || resource === null) return null;
  const name: unknown = Reflect.get(resource, "name");
  const value: unknown = Reflect.get(resource, "value");
  return typeof name === "string" && name ? { name, value: typeof value === "number" ? value : 0 } : null;
}
