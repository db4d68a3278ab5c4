/**
 * Context for the negotiation tracker (R-NG-1…R-NG-9): the NPC, its attitude and starting numbers, interest
 * and patience, motivations and pitfalls (known to the heroes or not), the argument and discovery forms,
 * the NPC's response by interest and, once it ends, the final offer or none.
 */
import {
  MOTIVATIONS,
  NEGOTIATION_MAX,
  RENOWN_SKILLS,
  STARTING_ATTITUDES,
  canAttemptDiscovery,
  negotiationEnd,
  negotiationOffer,
} from "../../../rules/index.ts";
import { ATTITUDES, type NegotiationData } from "../../../data/settings/negotiation.ts";
import type { Tier } from "../../../rules/types.ts";
import { joinOr, keyPart, type Localizer, type SelectOption } from "../../../i18n.ts";

const K = "STEELBOUND.Director.Negotiation.";

/** Draft values of the argument and discovery forms, kept by the window between renders. */
export interface NegotiationDraft {
  motivation: string;
  pitfall: string;
  tier: number;
  critical: boolean;
  caughtInLie: boolean;
  repeated: boolean;
  discoveryTier: number;
  reveal: string;
}

export function emptyDraft(): NegotiationDraft {
  return {
    motivation: "",
    pitfall: "",
    tier: 2,
    critical: false,
    caughtInLie: false,
    repeated: false,
    discoveryTier: 2,
    reveal: "",
  };
}

export function tier(value: unknown, fallback: Tier): Tier {
  const n = Number(value);
  return n === 1 || n === 2 || n === 3 ? n : fallback;
}

/** The argument and discovery choices from the form, kept between renders. */
export function draftFromForm(
  draft: NegotiationDraft,
  data: Readonly<Record<string, unknown>>,
): NegotiationDraft {
  const text = (key: string, current: string) => (typeof data[key] === "string" ? data[key] : current);
  const bool = (key: string, current: boolean) => (key in data ? data[key] === true : current);
  return {
    motivation: text("argument.motivation", draft.motivation),
    pitfall: text("argument.pitfall", draft.pitfall),
    tier: tier(data["argument.tier"], tier(draft.tier, 2)),
    critical: bool("argument.critical", draft.critical),
    caughtInLie: bool("argument.caughtInLie", draft.caughtInLie),
    repeated: bool("argument.repeated", draft.repeated),
    discoveryTier: tier(data["discovery.tier"], tier(draft.discoveryTier, 2)),
    reveal: text("discovery.reveal", draft.reveal),
  };
}

function skillName(i18n: Localizer, skill: string): string {
  return i18n.localize(`STEELBOUND.Skill.${keyPart(skill)}`);
}

function pips(value: number): { filled: boolean }[] {
  return Array.from({ length: NEGOTIATION_MAX }, (_, i) => ({ filled: i < value }));
}

function tierOptions(i18n: Localizer, current: number): SelectOption[] {
  return [1, 2, 3].map((t) => ({
    value: String(t),
    label: i18n.localize(`${K}Tier${t}`),
    selected: t === current,
  }));
}

export function negotiationTrackerContext(
  i18n: Localizer,
  state: NegotiationData,
  input: { isGM: boolean; draft: NegotiationDraft },
) {
  const motivationLabel = (key: string) => i18n.localize(`${K}Motivation.${keyPart(key)}`);
  const ended = state.started ? negotiationEnd(state) : null;
  const playing = input.isGM && state.started && ended === null;
  const draft = input.draft;
  const motivations = state.traits.filter((t) => t.kind === "motivation");
  const pitfalls = state.traits.filter((t) => t.kind === "pitfall");
  const offer = negotiationOffer(state.interest);
  const start = STARTING_ATTITUDES[state.attitude];
  const traitView = (t: (typeof state.traits)[number]) => ({
    key: t.key,
    label: motivationLabel(t.key),
    known: t.known,
    used: t.used,
  });
  return {
    isGM: input.isGM,
    npc: state.npc,
    hasNpc: state.npc.uuid !== "",
    npcName: state.npc.name || i18n.localize(`${K}UnnamedNpc`),
    attitudeOptions: ATTITUDES.map((a) => ({
      value: a,
      label: i18n.format(`${K}AttitudeOption`, {
        attitude: i18n.localize(`${K}Attitude.${keyPart(a)}`),
        interest: STARTING_ATTITUDES[a].interest,
        patience: STARTING_ATTITUDES[a].patience,
      }),
      selected: a === state.attitude,
    })),
    startLabel: i18n.format(`${K}StartsAt`, { interest: start.interest, patience: start.patience }),
    speakers: state.speakers,
    language: state.language,
    impression: state.impression,
    // R-NG-7: renown at least the NPC's impression gives fame or infamy its edge.
    renownHint: i18n.format(`${K}RenownHint`, {
      impression: state.impression,
      fame: joinOr(
        i18n,
        RENOWN_SKILLS.fame.map((s) => skillName(i18n, s)),
      ),
      infamy: joinOr(
        i18n,
        RENOWN_SKILLS.infamy.map((s) => skillName(i18n, s)),
      ),
    }),
    // R-NG-1, R-NG-9: each of the twelve can be a motivation, a pitfall, or neither.
    traitRows: MOTIVATIONS.map((key) => {
      const trait = state.traits.find((t) => t.key === key);
      const kind = trait?.kind ?? "";
      return {
        key,
        label: motivationLabel(key),
        known: trait?.known ?? false,
        hasKind: kind !== "",
        kindOptions: ["", "motivation", "pitfall"].map((k) => ({
          value: k,
          label: i18n.localize(`${K}TraitKind.${k === "" ? "None" : keyPart(k)}`),
          selected: k === kind,
        })),
      };
    }),
    motivations: motivations.map(traitView),
    pitfalls: pitfalls.map(traitView),
    started: state.started,
    playing,
    interest: state.interest,
    patience: state.patience,
    interestPips: pips(state.interest),
    patiencePips: pips(state.patience),
    max: NEGOTIATION_MAX,
    responseLabel: i18n.localize(`${K}Offer.${keyPart(offer)}`),
    ended: ended !== null,
    endLabel:
      ended === null
        ? ""
        : ended === "noOffer"
          ? i18n.localize(`${K}End.NoOffer`)
          : i18n.format(`${K}End.FinalOffer`, { offer: i18n.localize(`${K}Offer.${keyPart(offer)}`) }),
    argument: {
      motivationOptions: [
        { value: "", label: i18n.localize(`${K}NoMotivation`), selected: draft.motivation === "" },
        ...motivations.map((t) => ({
          value: t.key,
          label: t.used
            ? i18n.format(`${K}UsedMotivation`, { motivation: motivationLabel(t.key) })
            : motivationLabel(t.key),
          selected: t.key === draft.motivation,
        })),
      ],
      pitfallOptions: [
        { value: "", label: i18n.localize(`${K}NoPitfall`), selected: draft.pitfall === "" },
        ...pitfalls.map((t) => ({
          value: t.key,
          label: motivationLabel(t.key),
          selected: t.key === draft.pitfall,
        })),
      ],
      tierOptions: tierOptions(i18n, draft.tier),
      critical: draft.critical,
      caughtInLie: draft.caughtInLie,
      repeated: draft.repeated,
    },
    discovery: {
      allowed: playing && canAttemptDiscovery(state.argumentSinceDiscovery, state.discoveries),
      tierOptions: tierOptions(i18n, draft.discoveryTier),
      revealOptions: [
        { value: "", label: i18n.localize(`${K}RevealAny`), selected: draft.reveal === "" },
        ...state.traits
          .filter((t) => !t.known)
          .map((t) => ({
            value: `${t.kind}:${t.key}`,
            label: i18n.format(`${K}RevealOption`, {
              name: motivationLabel(t.key),
              kind: i18n.localize(`${K}TraitKind.${keyPart(t.kind)}`),
            }),
            selected: `${t.kind}:${t.key}` === draft.reveal,
          })),
      ],
      hint: i18n.localize(`${K}DiscoveryHint`),
    },
    log: state.log.map((entry, i) => ({
      index: i + 1,
      text: i18n.format(`${K}Log.${keyPart(entry.action)}`, {
        trait: entry.trait === "" ? "—" : motivationLabel(entry.trait),
        tier: entry.tier,
      }),
      result: i18n.format(`${K}Log.Result`, { interest: entry.interest, patience: entry.patience }),
    })),
    hasLog: state.log.length > 0,
  };
}

export type NegotiationTrackerContext = ReturnType<typeof negotiationTrackerContext>;
