import { FilterBar, FilterSelect, FilterText } from "~/components/admin/filter-bar";
import { popupStateLabels, popupStates } from "~server/popups/popup-state";

/** The list's filter parameters (cleared together; counted on the phone's "Filters" button). */
export const POPUP_FILTERS = ["state", "search"] as const;

/** The address's parameters in the screen's words, for the note about ones it could not use. */
export const popupParamLabels: Record<string, string> = {
  state: "state",
  search: "search",
  page: "page",
  pageSize: "rows per page",
};

const stateHints: Record<(typeof popupStates)[number], string> = {
  active: "Active (showing now)",
  scheduled: "Scheduled (starts later)",
  ended: "Ended (its end date passed)",
  inactive: "Inactive (switched off)",
};

/** The filter bar: state and a text search, in the address. */
export function PopupFilters() {
  return (
    <FilterBar filters={POPUP_FILTERS} label="Filter the popups">
      <FilterText label="Title or page name" name="search" type="search" />
      <FilterSelect
        label="State"
        name="state"
        placeholder="Any state"
        options={popupStates.map((state) => ({ value: state, label: stateHints[state] ?? popupStateLabels[state] }))}
      />
    </FilterBar>
  );
}
