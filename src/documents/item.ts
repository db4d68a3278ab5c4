/** Steelbound Item. All behaviour lives in the item's TypeDataModel; this class exists so modules can extend it. */
export class SteelItem extends Item {}
