/**
 * The part of an ability card that waits for the Director: when the GM's record holds a
 * request for this card whose ability differs from its accepted version, the GM sees what changed and
 * three buttons, and every other viewer sees that it waits for the Director. Drawn from the GM-only
 * record (src/data/settings/accepted-abilities.ts), never from the card, whose author can edit it; all
 * text goes in as text nodes. A button asks the GM query (`reviewAbility`), which decides in turn, and
 * names the review it was drawn from: a decision on anything else is refused. A summoning that waits
 * (mode "summon") also says what it would summon — the creature, how many, the Essence — read by the
 * Director's client from the ability as it stands now (what "accept once" accepts; a decision is taken only
 * while that is still the reviewed one).
 */
import type { Localizer } from "../i18n.ts";
import { localizeOr } from "../i18n.ts";
import { bonusOfText, USES_KEYS, type Canonical, type MechanicsChange } from "../data/ability-mechanics.ts";
import { pendingReviewsOf } from "../data/settings/accepted-abilities.ts";
import { reviewKey, SHOWN_CHANGES } from "../data/settings/review-entry.ts";
import { requestGm, type GmRequest } from "../documents/gm-channel/request-gm.ts";

/** The Director's choices (src/queries/accepted-abilities/review.ts), read through the request table. */
type ReviewDecision = GmRequest<"reviewAbility">["decision"];

/** Changes listed on the card; the rest are counted (the record keeps no more than these). */
const SHOWN = SHOWN_CHANGES;

function segmentLabel(segment: string | number, i18n: Localizer): string {
  if (typeof segment === "number") return `#${segment + 1}`;
  const tier = /^tier([123])$/.exec(segment);
  if (tier) return i18n.format("STEELBOUND.AcceptedAbility.Tier", { n: tier[1] ?? "" });
  if (segment === "power" || segment === "value") return "";
  return localizeOr(i18n, `STEELBOUND.AcceptedAbility.Field.${segment}`, segment);
}

const signed = (n: number) => (n > 0 ? "+" : "") + n.toLocaleString("en-US");

/** An effect bonus of the creature: "damage bonus +999", "(abilities with magic)" when filtered. */
function bonusValueText(text: string, i18n: Localizer): string {
  const bonus = bonusOfText(text);
  if (bonus === null) return text;
  const name = localizeOr(
    i18n,
    `STEELBOUND.AcceptedAbility.Bonus.${bonus.key.replace(/^ability\./, "")}`,
    bonus.key,
  );
  const mode = localizeOr(i18n, `STEELBOUND.Ability.ChangeMode.${String(bonus.mode)}`, String(bonus.mode));
  const value = bonus.key === "ability.keyword" ? (bonus.keyword ?? "") : signed(bonus.value);
  const own = bonus.mode === 2 ? `${name} ${value}` : `${name} ${value} (${mode})`;
  return bonus.keywords.length === 0
    ? own
    : i18n.format("STEELBOUND.AcceptedAbility.Bonus.Only", {
        bonus: own,
        keywords: bonus.keywords.join(", "),
      });
}

function valueText(
  value: Canonical | undefined,
  i18n: Localizer,
  path: readonly (string | number)[],
): string {
  if (value === undefined || value === null || value === "") return "—";
  // Kit bonuses read as bonuses ("+2"); the creature's effect bonuses in words.
  if (typeof value === "number") return path[0] === "kit" ? signed(value) : value.toLocaleString("en-US");
  if (typeof value === "string" && path[0] === "creatureEffects") return bonusValueText(value, i18n);
  if (typeof value === "string" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/** "Tier 3 damage: 6 → 9,999"; "kit melee damage Tier 3: +2 → +999". */
export function changeText(change: MechanicsChange, i18n: Localizer): string {
  const where = change.path
    .map((s) => segmentLabel(s, i18n))
    .filter((s) => s !== "")
    .join(" ");
  const [from, to] = [valueText(change.from, i18n, change.path), valueText(change.to, i18n, change.path)];
  return `${where}: ${from} → ${to}`;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = "") {
  const node = document.createElement(tag);
  node.className = className;
  if (text) node.textContent = text;
  return node;
}

/** "Would summon 2 × Razor for 3 Essence", from the ability and creature as they stand (GM's client). */
function summonText(abilityUuid: string, i18n: Localizer): string {
  const item = fromUuidSync(abilityUuid);
  if (!(item instanceof Item)) return "";
  const system = item.system as object;
  const uuid: unknown = foundry.utils.getProperty(system, "summon.creature");
  const count: unknown = foundry.utils.getProperty(system, "summon.count");
  const cost: unknown = foundry.utils.getProperty(system, "cost.resource");
  const creature = typeof uuid === "string" ? fromUuidSync(uuid) : null;
  const resource: unknown =
    item.parent instanceof Actor ? foundry.utils.getProperty(item.parent.system, "heroicResource.name") : "";
  return i18n.format("STEELBOUND.AcceptedAbility.Summons", {
    count: typeof count === "number" ? count.toLocaleString("en-US") : "—",
    creature: creature instanceof Actor ? creature.name : "—",
    cost: typeof cost === "number" ? cost.toLocaleString("en-US") : "0",
    // A hero without a named resource: the words "heroic resource".
    resource:
      typeof resource === "string" && resource !== ""
        ? resource
        : i18n.localize("STEELBOUND.Hero.HeroicResource"),
  });
}

/** Appends the review part to a drawn card when a request on it waits for the Director. */
export function appendAbilityReview(
  message: ChatMessage.Implementation,
  content: HTMLElement,
  i18n: Localizer,
): void {
  const waiting = pendingReviewsOf(message.id ?? "");
  const latest = waiting.at(-1);
  if (latest === undefined) return;
  const box = element("section", "steelbound-review");
  box.dataset["review"] = "waiting";
  if (game.user?.isGM !== true) {
    box.append(
      element("p", "steelbound-review-waiting", i18n.localize("STEELBOUND.AcceptedAbility.Waiting")),
    );
    content.append(box);
    return;
  }
  const heading = latest.hasAccepted
    ? "STEELBOUND.AcceptedAbility.Changed"
    : "STEELBOUND.AcceptedAbility.NeverAccepted";
  box.append(element("p", "steelbound-review-heading", i18n.localize(heading)));
  if (latest.mode === "summon") {
    const text = summonText(latest.abilityUuid, i18n);
    if (text !== "") box.append(element("p", "steelbound-review-summon", text));
  }
  const list = element("ul", "steelbound-review-changes");
  // Every number the creature's own documents changed is listed (a few), then the ability's own.
  const creature = (c: MechanicsChange) => (USES_KEYS as readonly unknown[]).includes(c.path[0]);
  const own = latest.changes.filter((c) => !creature(c));
  for (const change of [...latest.changes.filter(creature), ...own.slice(0, SHOWN)])
    list.append(element("li", "", changeText(change, i18n)));
  const more = Math.max(0, own.length - SHOWN) + latest.hidden;
  if (more > 0) list.append(element("li", "", i18n.format("STEELBOUND.AcceptedAbility.More", { n: more })));
  box.append(list);
  const decisions: [ReviewDecision, string][] = [
    ["once", "STEELBOUND.AcceptedAbility.AcceptOnce"],
    ["always", "STEELBOUND.AcceptedAbility.AcceptAlways"],
    ...(latest.hasAccepted
      ? ([["accepted", "STEELBOUND.AcceptedAbility.UseAccepted"]] as [ReviewDecision, string][])
      : []),
    // A summoning the Director does not want is refused outright (nothing is placed; the card may ask again).
    ...(latest.mode === "summon"
      ? ([["refuse", "STEELBOUND.AcceptedAbility.Refuse"]] as [ReviewDecision, string][])
      : []),
  ];
  // Each decision names the review drawn here; the GM takes it only while that still waits.
  const seen = reviewKey(latest);
  const buttons = element("div", "steelbound-review-buttons");
  for (const [decision, label] of decisions) {
    const button = element("button", "", i18n.localize(label));
    button.type = "button";
    button.dataset["reviewDecision"] = decision;
    button.dataset["reviewSeen"] = seen;
    buttons.append(button);
  }
  box.append(buttons);
  box.addEventListener("click", (event) => {
    const button = event.target instanceof HTMLElement ? event.target.closest("button") : null;
    const decision = button?.dataset["reviewDecision"] as ReviewDecision | undefined;
    const shown = button?.dataset["reviewSeen"];
    if (!button || decision === undefined || shown === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    button.disabled = true;
    void requestGm({ kind: "reviewAbility", messageId: message.id ?? "", decision, seen: shown });
  });
  content.append(box);
}
