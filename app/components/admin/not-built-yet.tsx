import { Construction } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { EmptyState } from "./empty-state";
import { PageHeader } from "./page-header";

/**
 * A screen whose work is still to be built: it says so plainly, says what it will do, and points
 * to what staff can use meanwhile. No made-up content.
 */
export function NotBuiltYet({
  title,
  description,
  whatItWillDo,
  meanwhile,
  children,
}: {
  title: string;
  description: string;
  whatItWillDo: string;
  meanwhile?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} description={description} />
      {children}
      <EmptyState
        icon={Construction}
        title="Not built yet"
        actions={
          <Link to="/admin/dashboard" className={buttonVariants({ variant: "outline" })}>
            Go to the dashboard
          </Link>
        }
      >
        <p>{whatItWillDo}</p>
        {meanwhile && <p className="mt-2">{meanwhile}</p>}
      </EmptyState>
    </>
  );
}
