/**
 * The order-attribution fields by name (`source_type`, `utm_source`, …, without the form prefix):
 * what state/ computes and what legacy/ hands to consent tools and the block checkout. It sits
 * here, under both, so that legacy/ need not import state/ (state/ imports legacy/ to emit events).
 */
export type AttributionValues = Readonly<Record<string, string>>;
