/**
 * A class attribute from flags: `classes({ card: true, up })` is `"card up"`. A plain string where
 * Lit's `classMap` would keep classes set from outside; nothing here sets any (a drag marks its
 * cards and the pile under them with data attributes).
 */
export function classes(flags: Readonly<Record<string, boolean>>): string {
  let out = '';
  for (const name in flags) if (flags[name]) out += out ? ` ${name}` : name;
  return out;
}
