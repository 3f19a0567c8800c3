/** The ownership port on D1: the owner column of the thing's row. The API applies the rule. */
import type { OwnedKind, OwnershipPort } from "../../../graphql/shared/ownership";
import { ownerFrom } from "../owner-columns";

export class D1Ownership implements OwnershipPort {
  constructor(private readonly db: D1Database) {}

  ownerOf(kind: OwnedKind, id: string): Promise<string | null> {
    return ownerFrom(kind, id, async (table, column, key) => {
      const row = await this.db
        .prepare(`SELECT ${column} AS owner FROM ${table} WHERE id = ?1`)
        .bind(key)
        .first<{ owner: string | null }>();
      return row?.owner ?? null;
    });
  }
}
