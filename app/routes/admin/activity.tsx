import { requireStaff } from "~server/auth/require-staff.server";
import type { Route } from "./+types/activity";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "user:manage");
  return null;
}

export default function Activity() {
  return <h1 className="text-2xl font-bold">Activity</h1>;
}
