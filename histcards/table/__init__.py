"""The Qt table: the felt scene, what moves on it and the words it speaks."""
