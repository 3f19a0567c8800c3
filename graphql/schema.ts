/** Builds the schema from the domain modules. Add a module by importing it here. */
import { builder } from "./builder";
import "./modules/providers/types";
import "./modules/bookings/types";

export const schema = builder.toSchema({ sortSchema: true });
