import type { AbilityUseModel } from "./ability-use-model.ts";
import type { TestModel } from "./test-model.ts";
import type { TestCallModel } from "./test-call-model.ts";

declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    ChatMessage: {
      abilityUse: typeof AbilityUseModel;
      test: typeof TestModel;
      testCall: typeof TestCallModel;
    };
  }
}
