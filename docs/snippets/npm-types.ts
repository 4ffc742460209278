import type { BacktrackingLab } from "backtracking-lab";
const lab = document.querySelector("backtracking-lab"); // BacktrackingLab | null
lab?.addEventListener("lab-finished", (event) => console.log(event.detail.lanes[0].nodes));
