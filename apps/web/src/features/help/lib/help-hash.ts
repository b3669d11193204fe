/** The article a help address names: `/help#term` → `term`; none → ''. */
export const slugFromHash = (hash: string): string => {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
};
