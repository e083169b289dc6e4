export interface Region {
  id: number;
  name: string;
  children?: Region[];
}

export interface LocationGateway {
  /** The whole tree as the server sends it (the client drops the first entry). */
  cascade(): Promise<Region[]>;
}
