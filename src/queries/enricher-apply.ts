/**
 * Request kind `enricherApply`: a damage, healing or condition button of a journal (or item) text, clicked
 * with creatures targeted. The payload names the document the text lives in, the directive as written and
 * the target tokens; the GM re-reads the document's stored text and applies only a directive it holds
 * (src/data/enricher-syntax.ts), to tokens of the active scene, through the same SteelActor methods the
 * sheets use (takeDamage, heal, applyCondition). The requester must be able to read the document and must
 * NOT be able to edit it (./claims/editable-text.ts): a line a player wrote in their own hero's biography,
 * their own item or their own chat message is a player's claim, never the Director's text.
 * A text's effect is repeatable (a trap fires each time it is sprung), so nothing here is applied "once".
 *
 * A text the requester may edit is still honoured when it is an item made from a compendium entry whose own
 * text holds the directive: the GM reads that pack document (`_stats.compendiumSource` only points at it;
 * the player cannot edit a pack entry), so a hero's imported ability acts as the Director's pack wrote it.
 * An amount written as a formula (src/rules/formula.ts) is rolled here, by the GM, once per click: every
 * target takes that one amount, and the roll is posted so the table sees it. The formula's numbers are the
 * text's creature's (src/documents/formula-data.ts).
 */
import { QueryRefused, type QueryKind, type Requester } from "../documents/gm-channel/query-kind.ts";
import { list, worldUuid } from "../documents/gm-channel/payload.ts";
import { MAX_TARGETS } from "./apply-results/request.ts";
import { refuseEditableText } from "./claims/editable-text.ts";
import { directivesIn, directivesInText, sameDirective, type Directive } from "../data/enricher-syntax.ts";
import { fallenDefaultsNow } from "./fallen-later.ts";
import { mayEditText } from "./claims/editable-text.ts";
import { diceFormula, evaluateFormula, parseFormula } from "../rules/formula.ts";
import { formulaDataOf } from "../documents/formula-data.ts";
import { holdDuration, releaseDuration } from "../documents/pending-duration.ts";
import { SYSTEM_ID } from "../constants.ts";
import type { FallenChooser } from "../documents/combatant-group.ts";

export interface EnricherApplyPayload {
  source: string;
  /** The directive as written in the text ("[[/ds damage 5 fire]]"); parsed again wherever it is used. */
  directive: string;
  targets: string[];
}

export interface EnricherApplied {
  token: string;
  damage: number;
  healed: number;
  /** Temporary stamina given (R-ST-4: it replaces a smaller amount, never stacks). */
  temporary: number;
  condition: string | null;
  /** The name of the item's effect copied onto the target, or null. */
  effect: string | null;
}

/** Long enough for any directive as written ("[[/ds damage 999 corruption]]{…}"). */
const MAX_TEXT = 200;

type Applied = Directive & { kind: "damage" | "heal" | "condition" | "effect" };

function parseDirective(value: unknown): Applied {
  const text = typeof value === "string" && value.length <= MAX_TEXT ? value : "";
  const [found, ...more] = directivesInText(text);
  const directive = found?.directive;
  if (directive === undefined || more.length > 0) throw new QueryRefused("Malformed", "directive");
  if (directive.kind !== "power" && directive.kind !== "test") return directive;
  throw new QueryRefused("Malformed", "directive kind");
}

type Readable = {
  testUserPermission(user: unknown, level: "OBSERVER" | "OWNER"): boolean;
  canUserModify?: (user: unknown, action: "update") => boolean;
  _source: object;
};

function sourceDocument(uuid: string): Readable {
  const doc = fromUuidSync(uuid) as Readable | null; // any document type can hold text
  if (doc === null || typeof doc.testUserPermission !== "function")
    throw new QueryRefused("NotFound", "source");
  return doc;
}

/** The pack entry an item was made from, when the requester cannot edit that entry; else null. */
async function compendiumOriginal(doc: Readable, user: unknown): Promise<Readable | null> {
  // The stored pointer (v13 common/documents/item.mjs BaseItem.defineSchema `_stats` DocumentStatsField).
  const pointer: unknown = foundry.utils.getProperty(doc, "_source._stats.compendiumSource");
  if (typeof pointer !== "string" || !pointer.startsWith("Compendium.")) return null;
  const original = (await fromUuid(pointer)) as Readable | null;
  if (original === null || typeof original.testUserPermission !== "function") return null;
  return mayEditText(original, user) ? null : original;
}

/**
 * The document whose stored text the GM reads: the source itself when the requester can read it and not
 * edit it; for an item the requester may edit, the compendium entry it came from (see above).
 */
async function judgedText(uuid: string, requester: Requester): Promise<Readable> {
  const doc = sourceDocument(uuid);
  if (requester.isGM) return doc;
  const user = game.users?.get(requester.id);
  if (!user || !doc.testUserPermission(user, "OBSERVER"))
    throw new QueryRefused("Forbidden", "cannot read the text");
  if (!mayEditText(doc, user)) return doc;
  const original = await compendiumOriginal(doc, user);
  if (original !== null) return original;
  refuseEditableText(doc, user);
  return doc;
}

function targetActor(uuid: string): Actor.Implementation {
  const token = fromUuidSync(uuid);
  if (!(token instanceof TokenDocument) || !token.actor) throw new QueryRefused("NotFound", "token");
  if (token.parent?.active !== true) throw new QueryRefused("Forbidden", "token on another scene");
  return token.actor;
}

/** What the sheets call on SteelActor (src/documents/actor.ts), reached without importing it upwards. */
interface Bearer {
  takeDamage(
    amount: number,
    options: { type: string; source: string; chooseFallen: FallenChooser },
  ): Promise<{ dealt: number }>;
  heal(amount: number): Promise<number>;
  gainTemporaryStamina(amount: number): Promise<void>;
  applyCondition(id: string, options: { source: string }): Promise<void>;
  createEmbeddedDocuments(type: "ActiveEffect", data: object[]): Promise<unknown>;
  readonly creature: { stamina: { temporary: number } };
}

/** What the GM reads of the text's document: its creature and, for an item, the item. */
function holderOf(uuid: string): {
  actor: { system: object; uuid: string } | null;
  item: { system: object; uuid: string } | null;
} {
  const doc = fromUuidSync(uuid);
  if (doc instanceof Item) return { actor: doc.parent instanceof Actor ? doc.parent : null, item: doc };
  if (doc instanceof Actor) return { actor: doc, item: null };
  return { actor: null, item: null };
}

/**
 * The amount of a damage or healing directive, rolled by the GM when it has dice: v13 client/dice/roll.mjs
 * Roll#evaluate rolls each DiceTerm; the results of each term (its active ones, terms/dice.mjs
 * DiceTerm#results) are what the formula adds up (src/rules/formula.ts evaluateFormula), and the roll is
 * posted (Roll#toMessage) so every client sees the dice.
 */
async function rolledAmount(formula: string, source: string, flavor: string): Promise<number> {
  const tree = parseFormula(formula);
  if (tree === null) throw new QueryRefused("Malformed", "amount");
  const { actor, item } = holderOf(source);
  const data = formulaDataOf(actor, item);
  const dice = diceFormula(tree);
  if (dice === "") return evaluateFormula(tree, data, []) ?? 0;
  const roll = await new Roll(dice).evaluate();
  const results = roll.dice.map((term) =>
    term.results.filter((r) => r.active !== false).map((r) => r.result),
  );
  const amount = evaluateFormula(tree, data, results) ?? 0;
  await roll.toMessage({
    // Every Actor here is this system's configured class.
    speaker:
      actor instanceof Actor
        ? ChatMessage.getSpeaker({ actor: actor as unknown as Actor.Implementation })
        : {},
    // The flavour is HTML (core shows it unescaped): the name is escaped.
    flavor: game.i18n?.format("STEELBOUND.Enricher.Rolled", {
      label: foundry.utils.escapeHTML(flavor),
      amount: String(amount),
    }),
  });
  return amount;
}

/**
 * The effect named by id or name on the document the GM judged the text from (the item, or the pack entry
 * it came from: a player's own copy of the effect is never what is copied), as data for a target.
 */
function effectCopy(judged: Readable, source: string, wanted: string, duration: string | null): object {
  const { item } = holderOf(source);
  const doc = judged as { effects?: { get(id: string): unknown; getName(name: string): unknown } };
  const found = (doc.effects?.get(wanted) ?? doc.effects?.getName(wanted) ?? null) as {
    toObject(): Record<string, unknown>;
  } | null;
  if (found === null) throw new QueryRefused("NotFound", "effect");
  const data = found.toObject();
  delete data["_id"];
  const flags = { ...(data["flags"] as Record<string, unknown> | undefined) };
  const own = { ...(flags[SYSTEM_ID] as Record<string, unknown> | undefined) };
  if (duration !== null) own["duration"] = duration;
  return {
    ...data,
    // Held by the creature itself now: on, and from the text's item (v13 BaseActiveEffect `origin`).
    disabled: false,
    transfer: false,
    origin: item?.uuid ?? source,
    flags: { ...flags, [SYSTEM_ID]: own },
  };
}

function holderName(uuid: string): string {
  const doc = fromUuidSync(uuid) as { name?: unknown } | null;
  return typeof doc?.name === "string" ? doc.name : "";
}

/** The written directive, once it is known to parse. */
function checkedText(value: unknown): string {
  const text = typeof value === "string" ? value : "";
  parseDirective(text);
  return text;
}

export const enricherApplyKind: QueryKind<EnricherApplyPayload, EnricherApplied[]> = {
  parse: (data) => ({
    source: worldUuid(data["source"], "source"),
    directive: checkedText(data["directive"]),
    targets: list(data["targets"], MAX_TARGETS, (t) => worldUuid(t, "targets"), "targets"),
  }),

  async authorize(payload, user) {
    const doc = await judgedText(payload.source, user);
    const wanted = parseDirective(payload.directive);
    if (!directivesIn(doc._source).some((d) => sameDirective(d, wanted)))
      throw new QueryRefused("Forbidden", "not in the text");
    if (wanted.kind === "effect") effectCopy(doc, payload.source, wanted.effect, wanted.duration);
    for (const token of payload.targets) targetActor(token);
  },

  async handle(payload, user) {
    const results: EnricherApplied[] = [];
    const judged = await judgedText(payload.source, user);
    const d = parseDirective(payload.directive);
    // One roll per click: every target takes the same amount.
    const amount =
      d.kind === "damage" || d.kind === "heal"
        ? await rolledAmount(d.amount, payload.source, holderName(payload.source))
        : 0;
    for (const token of payload.targets) {
      const target = targetActor(token);
      // SteelActor is the Actor class of this system (CONFIG.Actor.documentClass).
      const actor = target as unknown as Bearer;
      const row: EnricherApplied = {
        token,
        damage: 0,
        healed: 0,
        temporary: 0,
        condition: null,
        effect: null,
      };
      // Inside the queue nobody is asked which minions fall: the defaults, the GM's pick later (R-MN-3).
      const chooseFallen = fallenDefaultsNow(target);
      if (d.kind === "damage")
        row.damage = (
          await actor.takeDamage(amount, { type: d.type, source: payload.source, chooseFallen })
        ).dealt;
      else if (d.kind === "heal" && d.temporary) {
        const before = actor.creature.stamina.temporary;
        await actor.gainTemporaryStamina(amount);
        row.temporary = actor.creature.stamina.temporary - before;
      } else if (d.kind === "heal") row.healed = await actor.heal(amount);
      else if (d.kind === "condition") {
        // The duration reaches the new effect as the token HUD's does (SteelActiveEffect#_preCreate).
        if (d.duration !== null) holdDuration(target, d.condition, d.duration);
        try {
          await actor.applyCondition(d.condition, { source: payload.source });
        } finally {
          releaseDuration(target, d.condition);
        }
        row.condition = d.condition;
      } else {
        const data = effectCopy(judged, payload.source, d.effect, d.duration);
        await actor.createEmbeddedDocuments("ActiveEffect", [data]);
        const name: unknown = (data as { name?: unknown }).name;
        row.effect = typeof name === "string" ? name : d.effect;
      }
      results.push(row);
    }
    return results;
  },
};
