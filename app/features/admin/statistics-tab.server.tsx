/** The server's copy of the Statistics tab (statistics-tab.tsx): empty in the browser, which loads it when the tab opens. */
export { StatisticsTab } from "./statistics-tab.tsx";
