export type RbacPolicy = {
  roles: {
    role_id: string;
    description: string;
    permissions: { resource_id: string; actions: string[] }[];
  }[];
  resources: { resource_id: string; description: string; actions: string[] }[];
  scopes: { scope: string; description: string; permissions: { resource_id: string; actions: string[] }[] }[];
};
