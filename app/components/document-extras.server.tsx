/**
 * The server's copy of the document parts the browser loads on demand (document-tools.tsx): rendered straight
 * away, so a page without JavaScript has them and server rendering never waits for a lazy part (decision 029). In
 * the browser this module is an empty stand-in.
 */
export {
  AskBeforeCopying,
  AskBeforeReplacing,
  AskWithoutJavaScript,
  FlagList,
  Receipt,
  ReviewStatus,
  VersionList,
} from "./document-extras.tsx";
