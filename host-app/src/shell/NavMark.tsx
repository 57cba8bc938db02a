/** The decorative mark of a sidebar entry, shown in the collapsed rail (the entry's text stays its name). */
export function NavMark({ mark }: { mark: string }) {
  return (
    <span className="nav-mark" aria-hidden="true">
      {mark}
    </span>
  );
}
