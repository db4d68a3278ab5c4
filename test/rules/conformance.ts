/**
 * Type-level conformance of the rules engine to the shared contract (test/rules/contract/rules-api.d.ts, the project's copy of the rules contract).
 * This file is checked by `tsc --noEmit` (part of `npm test`): if an export drifts from the contract — a missing
 * name, a narrower parameter, a wider return type — the build fails here.
 */
import * as rules from "../../src/rules/public-api.ts";
import type * as Contract from "./contract/rules-api.js";

type ContractValues = typeof Contract;

/** Every runtime export the contract declares, with the contract's signature. */
export const conforms: ContractValues = rules;

/** Every exported type of the contract is assignable both ways to ours. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type TypeConformance = [
  Same<rules.Tier, Contract.Tier>,
  Same<rules.Characteristic, Contract.Characteristic>,
  Same<rules.Side, Contract.Side>,
  Same<rules.DamageType, Contract.DamageType>,
  Same<rules.NetEdge, Contract.NetEdge>,
  Same<rules.PowerRollInput, Contract.PowerRollInput>,
  Same<rules.PowerRollResult, Contract.PowerRollResult>,
  Same<rules.TestDifficulty, Contract.TestDifficulty>,
  Same<rules.TestOutcome, Contract.TestOutcome>,
  Same<rules.MontageDifficulty, Contract.MontageDifficulty>,
  Same<rules.MontageResult, Contract.MontageResult>,
  Same<rules.DamageModifiers, Contract.DamageModifiers>,
  Same<rules.StaminaState, Contract.StaminaState>,
  Same<rules.StaminaCondition, Contract.StaminaCondition>,
  Same<rules.SquadState, Contract.SquadState>,
  Same<rules.EncounterDifficulty, Contract.EncounterDifficulty>,
  Same<rules.Organization, Contract.Organization>,
  Same<rules.Role, Contract.Role>,
  Same<rules.Attitude, Contract.Attitude>,
  Same<rules.NegotiationState, Contract.NegotiationState>,
];
const allTrue: TypeConformance = [
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
];
export default allTrue;
