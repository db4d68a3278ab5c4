/**
 * Request kind `enricherApply`: a damage, healing or condition button of a journal (or item) text, clicked
 * with creatures targeted. The payload names the document the text lives in, the directive as written and
 * the target tokens; the GM re-reads the document's stored text and applies only a directive it holds
 * (src/data/enricher-syntax.ts), to tokens of the active scene, through the same SteelActor methods the
 * sheets use (takeDamage, heal, applyCondition). The requester must be able to read the document and must
 * NOT be able to edit it (./claims/editable-text.ts): a line a player wrote in their own hero's biography,
 * their own item or their own chat message is a player's claim, never the Director's text.
 * A text's effect is repeatable (a trap fires each time it is sprung), so nothing here is applied "once".
 */
import { QueryRefused, type QueryKind, type Requester } from "../documents/gm-channel/query-kind.ts";
import { list, worldUuid } from "../documents/gm-channel/payload.ts";
import { MAX_TARGETS } from "./apply-results/request.ts";
import { refuseEditableText } from "./claims/editable-text.ts";
import { directivesIn, directivesInText, sameDirective, type Directive } from "../data/enricher-syntax.ts";
import { fallenDefaultsNow } from "./fallen-later.ts";
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
  condition: string | null;
}

/** Long enough for any directive as written ("[[/ds damage 999 corruption]]{…}"). */
const MAX_TEXT = 200;

type Applied = Directive & { kind: "damage" | "heal" | "condition" };

function parseDirective(value: unknown): Applied {
  const text = typeof value === "string" && value.length <= MAX_TEXT ? value : "";
  const [found, ...more] = directivesInText(text);
  const directive = found?.directive;
  if (directive === undefined || more.length > 0) throw new QueryRefused("Malformed", "directive");
  if (directive.kind === "damage" || directive.kind === "heal" || directive.kind === "condition")
    return directive;
  throw new QueryRefused("Malformed", "directive kind");
}

type Readable = {
  testUserPermission(user: unknown, level: "OBSERVER" | "OWNER"): boolean;
  _source: object;
};

function readableSource(uuid: string, requester: Requester): Readable {
  const doc = fromUuidSync(uuid) as Readable | null; // any document type can hold text
  if (doc === null || typeof doc.testUserPermission !== "function")
    throw new QueryRefused("NotFound", "source");
  const user = game.users?.get(requester.id);
  if (!requester.isGM && (!user || !doc.testUserPermission(user, "OBSERVER")))
    throw new QueryRefused("Forbidden", "cannot read the text");
  if (!requester.isGM && user) refuseEditableText(doc, user);
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
  applyCondition(id: string, options: { source: string }): Promise<void>;
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

  authorize(payload, user) {
    const doc = readableSource(payload.source, user);
    const wanted = parseDirective(payload.directive);
    if (!directivesIn(doc._source).some((d) => sameDirective(d, wanted)))
      throw new QueryRefused("Forbidden", "not in the text");
    for (const token of payload.targets) targetActor(token);
  },

  async handle(payload) {
    const results: EnricherApplied[] = [];
    const d = parseDirective(payload.directive);
    for (const token of payload.targets) {
      const target = targetActor(token);
      // SteelActor is the Actor class of this system (CONFIG.Actor.documentClass).
      const actor = target as unknown as Bearer;
      const row: EnricherApplied = { token, damage: 0, healed: 0, condition: null };
      // Inside the queue nobody is asked which minions fall: the defaults, the GM's pick later (R-MN-3).
      const chooseFallen = fallenDefaultsNow(target);
      if (d.kind === "damage")
        row.damage = (
          await actor.takeDamage(d.amount, { type: d.type, source: payload.source, chooseFallen })
        ).dealt;
      else if (d.kind === "heal") row.healed = await actor.heal(d.amount);
      else {
        await actor.applyCondition(d.condition, { source: payload.source });
        row.condition = d.condition;
      }
      results.push(row);
    }
    return results;
  },
};
