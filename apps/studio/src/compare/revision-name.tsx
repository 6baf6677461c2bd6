/** The revision as given, with the commit it named when that says more (`HEAD~3 (1a2b3c4d5e)`). */
export function RevisionName({ revision, commit }: { revision: string | null; commit: string | undefined }) {
  const short = commit?.slice(0, 10);
  if (!revision || !commit || commit.startsWith(revision) || revision.startsWith(commit.slice(0, 7))) {
    return <code>{short ?? revision}</code>;
  }
  return (
    <>
      <code>{revision}</code> ({short})
    </>
  );
}
