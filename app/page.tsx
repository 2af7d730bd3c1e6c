export default function Home() {
  return <h1 className="text-2xl font-bold">Rules Companion</h1>;
}
