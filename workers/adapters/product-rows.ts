/** products rows ↔ records, the same for both adapters. */
import type { NewProduct, ProductRecord } from "../../graphql/modules/products/repository";

export interface ProductRow {
  id: string;
  owner_id: string | null;
  provider_id: string | null;
  name: string;
  brand: string;
  category: string;
  price_fils: number;
  compare_at_fils: number | null;
  /** D1: 0/1; PostgreSQL: boolean. */
  claims_genuine: number | boolean;
  claims_uae_delivery: number | boolean;
  stock: number;
  description: string;
  image_url: string;
  rating: number | string | null;
  created_at: string;
}

export const PRODUCT_COLUMNS =
  "id,owner_id,provider_id,name,brand,category,price_fils,compare_at_fils,claims_genuine,claims_uae_delivery,stock,description,image_url,rating,created_at";

/** The columns adding a product writes; id, owner_id and created_at are the database's (hosted: defaults). */
export function productRow(product: NewProduct) {
  return {
    provider_id: product.providerId,
    name: product.name,
    brand: product.brand,
    category: product.category,
    price_fils: product.priceFils,
    compare_at_fils: product.compareAtFils,
    claims_genuine: product.claimsGenuine,
    claims_uae_delivery: product.claimsUaeDelivery,
    stock: product.stock,
    description: product.description,
    image_url: product.imageUrl,
  };
}

export function toProduct(row: ProductRow): ProductRecord {
  return {
    id: row.id,
    ownerId: row.owner_id,
    providerId: row.provider_id,
    name: row.name,
    brand: row.brand,
    category: row.category as ProductRecord["category"],
    priceFils: Number(row.price_fils),
    compareAtFils: row.compare_at_fils === null ? null : Number(row.compare_at_fils),
    claimsGenuine: Boolean(row.claims_genuine),
    claimsUaeDelivery: Boolean(row.claims_uae_delivery),
    stock: Number(row.stock),
    description: row.description,
    imageUrl: row.image_url,
    rating: row.rating === null ? null : Number(row.rating),
    // Both databases' instants as 'YYYY-MM-DDTHH:MM:SS.sssZ' (hosted: timestamptz(3)).
    createdAt: new Date(row.created_at).toISOString(),
  };
}
