/** An icon's drawing as loaders send it: lucide's elements, each a tag and its attributes. */
export interface IconDrawing {
  name: string;
  node: [tag: string, attributes: Record<string, string>][];
}
