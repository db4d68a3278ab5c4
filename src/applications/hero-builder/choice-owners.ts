/**
 * One owner for each hero choice (R-HERO-ADV). The rule: an option's own
 * advancements own every choice they make. Official classes choose their subclass (the Censor's order, the
 * Conduit's two domains) and often their kit through an item grant, and some subclasses choose the kit
 * (Berserker, Reaver, Stormwight); for such a class the builder's subclass or kit select is left out and
 * the choice is made once, in the class's rows (or, for a subclass's own kit, in the owed choices that
 * open after Finish; the Tactician's two kits come from its Field Arsenal feature). The builder's selects
 * own the choice only for a class whose advancements make neither (a hand-made class); a class that
 * chooses its subclass itself but grants no kit anywhere uses none (the official Conduit, Talent…).
 */
import type { OptionEntry, OptionGrant } from "./catalog.ts";
import { subclassesOf } from "./builder-draft.ts";
import type { OptionType } from "./option-types.ts";

/** The item types a grant offers: its item type, else the types of its pool's items. */
export function grantTypes(grant: OptionGrant, byUuid: ReadonlyMap<string, OptionEntry>): Set<string> {
  if (grant.itemType !== "") return new Set([grant.itemType]);
  return new Set(grant.pool.map((uuid) => byUuid.get(uuid)?.type ?? ""));
}

/**
 * Whether `entry`'s 1st-level grants offer an item of `type`, or the items its fixed grants give do (the
 * official Tactician's kits come from its Field Arsenal feature, two of them), a few grants deep.
 */
function offersAtFirst(
  entry: OptionEntry | undefined,
  type: string,
  byUuid: ReadonlyMap<string, OptionEntry>,
  depth = 0,
): boolean {
  if (!entry || depth > 2) return false;
  return (entry.grants ?? []).some(
    (g) =>
      g.level <= 1 &&
      (grantTypes(g, byUuid).has(type) ||
        (g.itemType === "" &&
          g.pool.some((uuid) => offersAtFirst(byUuid.get(uuid), type, byUuid, depth + 1)))),
  );
}

/** The builder steps the picked class's advancements own (they are not offered as selects). */
export function stepsOwnedByClass(
  classUuid: string | undefined,
  catalog: readonly OptionEntry[],
): Set<OptionType> {
  const owned = new Set<OptionType>();
  const byUuid = new Map(catalog.map((e) => [e.uuid, e]));
  const cls = classUuid ? byUuid.get(classUuid) : undefined;
  if (!cls) return owned;
  if (offersAtFirst(cls, "subclass", byUuid)) owned.add("subclass");
  // A subclass the class offers (by its grants or by naming the class) may own the kit choice itself.
  const pooled = (cls.grants ?? []).flatMap((g) => g.pool.map((uuid) => byUuid.get(uuid)));
  const subclasses = [
    ...pooled.filter((e): e is OptionEntry => e?.type === "subclass"),
    ...subclassesOf(catalog, cls.name),
  ];
  // A class whose advancements choose its subclass owns its whole build: it offers a kit only where its
  // tree grants one, and one that grants none uses no kit (the official Conduit, Elementalist, Null and
  // Talent), so no kit select is offered beside it.
  if (
    owned.has("subclass") ||
    offersAtFirst(cls, "kit", byUuid) ||
    subclasses.some((s) => offersAtFirst(s, "kit", byUuid))
  )
    owned.add("kit");
  return owned;
}
