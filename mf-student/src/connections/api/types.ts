// The friends API's answers, as @optio/contracts describes them (types only: no bundle cost).
export type {
  Friend,
  FriendActivity,
  FriendPerson,
  FriendsOverview,
} from '@optio/contracts/community';
