/**
 * A listing's guided setup in the API (issue #33, docs/decisions/075-guided-setup.md):
 * `Provider.takingBookings` and `Provider.mapPlaced` for everyone (the provider page), and
 * `Provider.setup`, the owner's checklist (anyone else reads null).
 */
import { builder } from "../../builder";
import type { GraphQLContext } from "../../context";
import { batchLoader } from "../../shared/batch";
import { ownerOrNull } from "../../shared/authorisation";
import { dubaiNow } from "../../shared/dubai-time";
import { Provider } from "../providers/types";
import { OwnedProvider } from "../dashboard/types";
import type { ListingSetupRecord } from "./repository";
import { isBookableService, SETUP_STEPS, setupState, type SetupState, type SetupStep } from "./setup";

/** The listings' setup rows, one read per operation; a listing without one is set up (approved before 0048, or seeded). */
const setupRowOf = batchLoader(
  (ids: readonly string[], ctx: GraphQLContext) => ctx.backend.listings.setupOf(ids),
  null as ListingSetupRecord | null,
);

const weeklyHoursOf = batchLoader(
  async (ids: readonly string[], ctx: GraphQLContext) =>
    new Map(
      [...(await ctx.backend.schedules.schedulesFor(ids, dubaiNow(ctx.backend.clock.now()).date))].map(([id, schedule]) => [
        id,
        schedule.weekly,
      ]),
    ),
  [] as readonly (readonly unknown[])[],
);

const SetupStepEnum = builder.enumType("ListingSetupStep", {
  description: "A step of a new listing's setup, in the checklist's order.",
  values: Object.fromEntries(
    SETUP_STEPS.map((step) => [step.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase(), { value: step }]),
  ) as Record<string, { value: SetupStep }>,
});

const SetupStepState = builder.objectRef<{ step: SetupStep; done: boolean }>("ListingSetupStepState").implement({
  fields: (t) => ({
    step: t.field({ type: SetupStepEnum, resolve: (row) => row.step }),
    done: t.exposeBoolean("done"),
  }),
});

const ListingSetup = builder.objectRef<SetupState>("ListingSetup").implement({
  description: "A listing's setup: each step done or not, and the progress (done of total).",
  fields: (t) => ({
    steps: t.field({ type: [SetupStepState], resolve: (state) => state.steps }),
    done: t.exposeInt("done"),
    total: t.exposeInt("total"),
    complete: t.exposeBoolean("complete", { description: "Every step done." }),
    ready: t.exposeBoolean("ready", { description: "In search and bookable: a bookable service and the area chosen." }),
  }),
});

async function stateOf(providerId: string, ctx: GraphQLContext): Promise<SetupState> {
  const [services, qualifications, weeklyHours, images, row] = await Promise.all([
    ctx.loaders.services(providerId),
    ctx.loaders.staffServices(providerId),
    weeklyHoursOf(ctx)(providerId),
    ctx.loaders.images(providerId),
    setupRowOf(ctx)(providerId),
  ]);
  return setupState({
    services,
    qualifications,
    weeklyHours,
    photoCount: images.length,
    areaChosen: row?.areaChosen ?? true,
    mapPlaced: row?.mapPlaced ?? true,
  });
}

builder.objectFields(Provider, (t) => ({
  takingBookings: t.boolean({
    description: "Whether visitors can book online: a bookable service, and (a listing approved since the guided setup) its area chosen.",
    resolve: async (provider, _args, ctx) => {
      const [services, row] = await Promise.all([
        provider.prefetched?.services ?? ctx.loaders.services(provider.id),
        setupRowOf(ctx)(provider.id),
      ]);
      return services.some(isBookableService) && (row?.areaChosen ?? true);
    },
  }),
  mapPlaced: t.boolean({
    description:
      "Whether the owner has placed the listing on the map; when false, latitude and longitude mean nothing and no map is shown.",
    resolve: async (provider, _args, ctx) => (await setupRowOf(ctx)(provider.id))?.mapPlaced ?? true,
  }),
  setup: t.field({
    type: ListingSetup,
    nullable: true,
    description: "The owner's setup checklist; null for anyone else.",
    ...ownerOrNull((provider: { id: string }) => ({ kind: "provider", id: provider.id })),
    resolve: (provider, _args, ctx) => stateOf(provider.id, ctx),
  }),
}));

// The dashboard's own listings (ownerDashboard.providers): the same checklist, under the same scope.
builder.objectFields(OwnedProvider, (t) => ({
  setup: t.field({
    type: ListingSetup,
    nullable: true,
    description: "The listing's setup checklist (its owner's; null for anyone else).",
    ...ownerOrNull((provider: { id: string }) => ({ kind: "provider", id: provider.id })),
    resolve: (provider, _args, ctx) => stateOf(provider.id, ctx),
  }),
}));
