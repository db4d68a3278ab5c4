/**
 * Seed 004 §宝物の製作 (Craft Treasure): each treasure lists its item prerequisite, project source, project
 * roll characteristics and project goal. A treasure dropped on a hero's Projects tab starts that crafting
 * project: a `project` item carrying the treasure's own project data (goal, prerequisite, source,
 * characteristics, yield), at 0 points. A treasure whose data gives no goal cannot be crafted this way.
 */
export interface CraftProjectData {
  name: string;
  type: "project";
  system: {
    goal: number;
    points: 0;
    prerequisite: string;
    projectSource: string;
    characteristics: string[];
    yield: string;
  };
  flags: { steelbound: { crafts: { uuid: string; name: string } } };
}

const str = (v: unknown): string => (typeof v === "string" ? v : "");
const list = (v: unknown): string[] =>
  (v instanceof Set ? [...(v as Set<unknown>)] : Array.isArray(v) ? (v as unknown[]) : []).filter(
    (s): s is string => typeof s === "string",
  );

/** The crafting project for a treasure, or null when its data gives no project goal. */
export function craftProjectFor(
  treasure: { name: string; uuid: string; system: unknown },
  projectName: string,
): CraftProjectData | null {
  const project: unknown = foundry.utils.getProperty(treasure.system as object, "project");
  const goal: unknown = foundry.utils.getProperty(project ?? {}, "goal");
  if (typeof goal !== "number" || !Number.isInteger(goal) || goal < 1) return null;
  const p = project as Record<string, unknown>;
  return {
    name: projectName,
    type: "project",
    system: {
      goal,
      points: 0,
      prerequisite: str(p["prerequisite"]),
      projectSource: str(p["projectSource"]),
      characteristics: list(p["characteristics"]),
      yield: str(p["yield"]),
    },
    flags: { steelbound: { crafts: { uuid: treasure.uuid, name: treasure.name } } },
  };
}
