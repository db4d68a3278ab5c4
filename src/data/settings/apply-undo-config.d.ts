import type { ApplyUndoModel } from "./apply-undo.ts";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "steelbound.applyUndo": typeof ApplyUndoModel;
  }
}
