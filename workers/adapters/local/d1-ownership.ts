/** The ownership port on D1: the owner column of the thing's row. The API applies the rule. */
import type { OwnedKind, OwnershipPort } from "../../../graphql/shared/ownership";
import { OWNER_COLUMNS } from "../owner-columns";

export class D1Ownership implements OwnershipPort {
  constructor(private readonly db: D1Database) {}

  async ownerOf(kind: OwnedKind, id: string): Promise<string | null> {
    const { table, column } = OWNER_COLUMNS[kind];
    const row = await this.db.prepare(`SELECT ${column} AS owner FROM ${table} WHERE id = ?1`).bind(id).first<{ owner: string | null }>();
    return row?.owner ?? null;
  }
}
