import { z } from 'zod';

// GET /api/community/friends (200)
export const getCommunityFriendsResponse = z.object({
  friends: z.array(
    z.object({
      id: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      since: z.string(),
    }),
  ),
  incoming: z.array(
    z.object({
      id: z.string(),
      from: z.object({
        id: z.string(),
        first_name: z.string(),
        last_name: z.string(),
        email: z.string(),
      }),
      created_at: z.string(),
    }),
  ),
  accepted_awaiting_parent: z.array(
    z.object({
      id: z.string(),
      from: z.object({
        id: z.string(),
        first_name: z.string(),
        last_name: z.string(),
        email: z.string(),
      }),
      created_at: z.string(),
    }),
  ),
  outgoing: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      created_at: z.string(),
      parent_approval: z.string().nullable(),
    }),
  ),
});

// DELETE /api/community/friends/:id (200)
export const deleteCommunityFriendsIdParamResponse = z.object({
  message: z.string(),
});

// POST /api/community/friends/accept/:id (200)
export const postCommunityFriendsAcceptIdParamResponse = z.object({
  friend: z
    .object({
      id: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      since: z.string(),
    })
    .nullable(),
  awaiting_parent: z.boolean(),
});

// GET /api/community/friends/activity (200)
export const getCommunityFriendsActivityResponse = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      friend: z.object({
        id: z.string(),
        first_name: z.string(),
        last_name: z.string(),
      }),
      quest: z.object({
        id: z.string(),
        title: z.string(),
      }),
      task_title: z.string(),
      pillar: z.string(),
      xp: z.number(),
      completed_at: z.string(),
    }),
  ),
});

// DELETE /api/community/friends/cancel/:id (200)
export const deleteCommunityFriendsCancelIdParamResponse = z.object({
  message: z.string(),
});

// DELETE /api/community/friends/decline/:id (200)
export const deleteCommunityFriendsDeclineIdParamResponse = z.object({
  message: z.string(),
});

// POST /api/community/friends/request (200)
export const postCommunityFriendsRequestResponse = z.object({
  message: z.string(),
});

// GET /api/parent/friend-requests (200)
export const getParentFriendRequestsResponse = z.object({
  requests: z.array(
    z.object({
      id: z.string(),
      child: z.object({
        id: z.string(),
        first_name: z.string(),
        last_name: z.string(),
      }),
      direction: z.string(),
      email: z.string(),
      other: z
        .object({
          first_name: z.string(),
          last_name: z.string(),
          is_adult: z.boolean(),
        })
        .nullable(),
      created_at: z.string(),
    }),
  ),
});

// POST /api/parent/friend-requests/:id/approve (200)
export const postParentFriendRequestsIdParamApproveResponse = z.object({
  message: z.string(),
});

// POST /api/parent/friend-requests/:id/decline (200)
export const postParentFriendRequestsIdParamDeclineResponse = z.object({
  message: z.string(),
});

export const endpoints = {
  'GET /api/community/friends': { 200: getCommunityFriendsResponse },
  'DELETE /api/community/friends/:id': { 200: deleteCommunityFriendsIdParamResponse },
  'POST /api/community/friends/accept/:id': { 200: postCommunityFriendsAcceptIdParamResponse },
  'GET /api/community/friends/activity': { 200: getCommunityFriendsActivityResponse },
  'DELETE /api/community/friends/cancel/:id': { 200: deleteCommunityFriendsCancelIdParamResponse },
  'DELETE /api/community/friends/decline/:id': {
    200: deleteCommunityFriendsDeclineIdParamResponse,
  },
  'POST /api/community/friends/request': { 200: postCommunityFriendsRequestResponse },
  'GET /api/parent/friend-requests': { 200: getParentFriendRequestsResponse },
  'POST /api/parent/friend-requests/:id/approve': {
    200: postParentFriendRequestsIdParamApproveResponse,
  },
  'POST /api/parent/friend-requests/:id/decline': {
    200: postParentFriendRequestsIdParamDeclineResponse,
  },
};
