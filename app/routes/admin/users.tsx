import { requireStaff } from "~server/auth/require-staff.server";
import type { Route } from "./+types/users";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "user:manage");
  return null;
}

export default function Users() {
  return <h1 className="text-2xl font-bold">Users</h1>;
}
