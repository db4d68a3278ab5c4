/**
 * Every feature a Forge Steel hero has, with the options chosen in it, walked the way Forge Steel itself
 * gathers them (its HeroLogic.getFeatures / FeatureLogic.simplifyFeatures, read in the mirrored
 * repository): the ancestry's features, the culture's language, environment, organization and upbringing,
 * the career's, the class's and the chosen subclass's up to the hero's level, the complication's, the
 * hero's own and those of its titles; and inside each, what was chosen (a choice's selections, a kit's
 * features, perks, domain features, a toggle's side, a switch's option). Pure.
 */
import { letters, list, num, obj, objects, str, type JsonObject } from "./source.ts";

/** Where a feature came from: it decides the feature item's type and what a perk or kit becomes. */
export type Origin =
  | "ancestry"
  | "culture"
  | "career"
  | "class"
  | "subclass"
  | "kit"
  | "complication"
  | "perk"
  | "title"
  | "other";

export interface Found {
  feature: JsonObject;
  origin: Origin;
  /** The name of what granted it ("Censor", "Panther Kit"). */
  from: string;
  /** A perk the hero chose (the perk itself, not a feature inside it): it becomes a perk item. */
  perk?: boolean;
}

/** A feature's type written as Forge Steel's enum value, compared without case or spaces. */
export const kindOf = (feature: JsonObject): string => letters(str(feature["type"]));

export function classLevel(hero: JsonObject): number {
  const level = Math.floor(num(obj(hero["class"])["level"]));
  return Math.min(10, Math.max(1, level || 1));
}

function byLevel(owner: JsonObject, level: number): JsonObject[] {
  return objects(owner["featuresByLevel"])
    .filter((entry) => num(entry["level"]) <= level)
    .flatMap((entry) => objects(entry["features"]));
}

/** The subclasses marked selected in the hero's class. */
export function selectedSubclasses(hero: JsonObject): JsonObject[] {
  return objects(obj(hero["class"])["subclasses"]).filter((sc) => sc["selected"] === true);
}

/** The options a feature holds as chosen, each with the origin it gives them. */
function chosen(feature: JsonObject, found: Found): Found[] {
  const data = obj(feature["data"]);
  const as = (f: unknown, origin = found.origin, from = found.from): Found[] =>
    typeof f === "object" && f !== null && !Array.isArray(f) ? [{ feature: obj(f), origin, from }] : [];
  switch (kindOf(feature)) {
    case "ancestryfeaturechoice":
      return as(data["selected"]);
    case "choice":
    case "domainfeature":
    case "taggedfeaturechoice":
      return list(data["selected"]).flatMap((f) => as(f));
    case "multiplefeatures":
      return list(data["features"]).flatMap((f) => as(f));
    case "kit":
      return objects(data["selected"]).flatMap((kit) =>
        objects(kit["features"]).flatMap((f) => as(f, "kit", str(kit["name"]))),
      );
    case "perk":
      return list(data["selected"]).flatMap((f) => as(f, "perk").map((p) => ({ ...p, perk: true })));
    case "domain":
      return objects(data["selected"]).flatMap((d) =>
        objects(d["defaultFeatures"]).flatMap((f) => as(f, found.origin, str(d["name"]))),
      );
    case "toggle":
      return as(data["checked"] === true ? data["featureChecked"] : data["featureUnchecked"]);
    case "titlechoice":
      return objects(data["selected"]).flatMap((title) =>
        objects(title["features"])
          .filter((f) => !str(title["selectedFeatureID"]) || f["id"] === title["selectedFeatureID"])
          .flatMap((f) => as(f, "title", str(title["name"]))),
      );
    default:
      return [];
  }
}

function walk(start: Found[]): Found[] {
  const out: Found[] = [];
  const stack = [...start].reverse();
  while (stack.length) {
    const next = stack.pop();
    if (!next) break;
    out.push(next);
    stack.push(...chosen(next.feature, next).reverse());
  }
  return out;
}

/** Switch options resolved by the hero's switch values (or their default), as Forge Steel does. */
function resolveSwitches(found: Found[]): Found[] {
  const values = new Map<string, string>();
  for (const f of found)
    if (kindOf(f.feature) === "switchvalue") {
      const data = obj(f.feature["data"]);
      values.set(str(data["switch"]), str(data["value"]));
    }
  return found.flatMap((f) => {
    if (kindOf(f.feature) !== "switchoptions") return [f];
    const data = obj(f.feature["data"]);
    const value = values.get(str(data["switch"]));
    const option = objects(data["options"]).find((o) => value !== undefined && str(o["value"]) === value);
    const picked = option ? obj(option["feature"]) : obj(data["defaultOption"]);
    return Object.keys(picked).length ? walk([{ ...f, feature: picked }]) : [];
  });
}

/** Every feature of the hero with what was chosen in it, in the order Forge Steel lists them. */
export function heroFeatures(hero: JsonObject): Found[] {
  const level = classLevel(hero);
  const start: Found[] = [];
  const push = (features: JsonObject[], origin: Origin, from: string) =>
    start.push(...features.map((feature) => ({ feature, origin, from })));
  const ancestry = obj(hero["ancestry"]);
  push(objects(ancestry["features"]), "ancestry", str(ancestry["name"]));
  const culture = obj(hero["culture"]);
  const aspects = [
    culture["language"],
    culture["environment"],
    culture["organization"],
    culture["upbringing"],
  ];
  push(objects(aspects), "culture", str(culture["name"]));
  const career = obj(hero["career"]);
  push(objects(career["features"]), "career", str(career["name"]));
  const cls = obj(hero["class"]);
  push(byLevel(cls, level), "class", str(cls["name"]));
  for (const sc of selectedSubclasses(hero)) push(byLevel(sc, level), "subclass", str(sc["name"]));
  const complication = obj(hero["complication"]);
  push(objects(complication["features"]), "complication", str(complication["name"]));
  push(objects(hero["features"]), "other", "");
  for (const title of objects(obj(hero["state"])["titles"]))
    push(
      objects(title["features"]).filter(
        (f) => !str(title["selectedFeatureID"]) || f["id"] === title["selectedFeatureID"],
      ),
      "title",
      str(title["name"]),
    );
  return resolveSwitches(walk(start));
}

/** The kits the hero chose (in Kit features, wherever they are). */
export function heroKits(found: readonly Found[]): JsonObject[] {
  return found
    .filter((f) => kindOf(f.feature) === "kit")
    .flatMap((f) => objects(obj(f.feature["data"])["selected"]));
}
