import { FilterBar, FilterSelect, FilterText } from "~/components/admin/filter-bar";
import { staffRoleLabels, staffRoles } from "~server/vocabulary/staff";

/** The list's filters, as the address names them. */
export const USER_FILTERS = ["search", "role", "status"] as const;

/** The address's parameters in the screen's words, for the note about ones it could not use. */
export const userParamLabels: Record<string, string> = {
  search: "name or e-mail",
  role: "role",
  status: "status",
  page: "page",
  pageSize: "rows per page",
};

export function UserFilters() {
  return (
    <FilterBar filters={USER_FILTERS} label="Filter staff accounts">
      <FilterText label="Name or e-mail" name="search" type="search" />
      <FilterSelect
        label="Role"
        name="role"
        placeholder="Any role"
        options={staffRoles.map((role) => ({ value: role, label: staffRoleLabels[role] }))}
      />
      <FilterSelect
        label="Status"
        name="status"
        placeholder="Active and inactive"
        options={[
          { value: "active", label: "Active" },
          { value: "inactive", label: "Inactive" },
        ]}
      />
    </FilterBar>
  );
}
