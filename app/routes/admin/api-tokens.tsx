import { requireStaff } from "~server/auth/require-staff.server";
import type { Route } from "./+types/api-tokens";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "user:manage");
  return null;
}

export default function ApiTokens() {
  return <h1 className="text-2xl font-bold">ApiTokens</h1>;
}
