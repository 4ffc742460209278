import BrowserOnly from "@docusaurus/BrowserOnly";

export function Lab(props) {
  return (
    <BrowserOnly>
      {() => {
        import(/* webpackIgnore: true */ "/backtracking-lab/embed.js");
        return <backtracking-lab {...props}></backtracking-lab>;
      }}
    </BrowserOnly>
  );
}
