export default function NotFound() {
  return (
    <>
      <h1 className="text-2xl font-bold">Not found</h1>
      <p className="mt-2">
        No page here. Search above (a rule number like <kbd>49.4</kbd> works), or go to the{' '}
        <a href="/" className="underline">
          rules index
        </a>
        .
      </p>
    </>
  );
}
