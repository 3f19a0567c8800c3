/** The per-operation GraphQL context: the backend port plus request-scoped batch loaders. */
import { createBatchLoader } from "./shared/batch";
import type { Backend } from "./shared/ports";
import type {
  ProviderImageRecord,
  ProviderRecord,
  ReviewRecord,
  ServiceRecord,
  StaffRecord,
} from "./modules/providers/repository";

/** What the host (the Worker) passes with every request. */
export interface ServerContext {
  backend: Backend;
}

export interface GraphQLContext {
  backend: Backend;
  loaders: {
    provider: (id: string) => Promise<ProviderRecord | null>;
    images: (providerId: string) => Promise<ProviderImageRecord[]>;
    services: (providerId: string) => Promise<ServiceRecord[]>;
    staff: (providerId: string) => Promise<StaffRecord[]>;
    reviews: (providerId: string) => Promise<ReviewRecord[]>;
  };
}

export function createContext({ backend }: ServerContext): GraphQLContext {
  const providers = backend.providers;
  return {
    backend,
    loaders: {
      provider: createBatchLoader((ids) => providers.byIds(ids), null),
      images: createBatchLoader((ids) => providers.imagesFor(ids), []),
      services: createBatchLoader((ids) => providers.servicesFor(ids), []),
      staff: createBatchLoader((ids) => providers.staffFor(ids), []),
      reviews: createBatchLoader((ids) => providers.reviewsFor(ids), []),
    },
  };
}
